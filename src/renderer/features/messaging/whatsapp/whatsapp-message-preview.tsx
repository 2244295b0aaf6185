import { ExportOutlined, RollbackOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import {
  fillParts,
  fillText,
  HEADER_IMAGE_KEY,
  slotKey,
  type ParameterValues,
} from '../../../../shared/whatsapp/placeholders';
import { formatWhatsappText, type FormattedRun } from '../../../../shared/whatsapp/formatting';
import type { WhatsappTemplate } from '../../../../shared/whatsapp/template';
import styles from './whatsapp-message-preview.module.css';

const t = texts.whatsapp.preview;

/** Only web addresses become an image source; anything else (javascript:, data:) is not shown. */
const isWebUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);

interface FilledProps {
  text: string;
  values: ParameterValues;
  keyOf: (n: number) => string;
}

function Filled({ text, values, keyOf }: FilledProps) {
  // React text nodes only: typed values are never parsed as HTML.
  return (
    <>
      {fillParts(text, values, keyOf).map((part, index) =>
        'text' in part ? (
          <span key={index}>{part.text}</span>
        ) : part.value ? (
          <mark key={index} className={styles.value}>
            {part.value}
          </mark>
        ) : (
          <span key={index} className={styles.empty}>{`{{${part.placeholder}}}`}</span>
        ),
      )}
    </>
  );
}

function Styled({ run, children }: { run: FormattedRun; children: ReactNode }) {
  let node = children;
  if (run.mono) node = <code>{node}</code>;
  if (run.strike) node = <s>{node}</s>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  return <>{node}</>;
}

/** The body with WhatsApp's formatting (*bold*, _italic_…), placeholders kept whole inside it. */
function FormattedFilled({ text, values, keyOf }: FilledProps) {
  return (
    <>
      {formatWhatsappText(text).map((run, index) => (
        <Styled key={index} run={run}>
          <Filled text={run.text} values={values} keyOf={keyOf} />
        </Styled>
      ))}
    </>
  );
}

export interface WhatsappMessagePreviewProps {
  template: WhatsappTemplate | null;
  values: ParameterValues;
}

/** The template as the customer would see it in WhatsApp, with the values typed so far. */
export function WhatsappMessagePreview({ template, values }: WhatsappMessagePreviewProps) {
  if (!template) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noTemplate} />;
  const { header, body, footer, buttons } = template;
  const image = header?.format === 'IMAGE' ? (values[HEADER_IMAGE_KEY]?.trim() ?? '') : '';
  return (
    <figure className={styles.chat} aria-label={t.label(template.name)} style={{ margin: 0 }}>
      <div className={styles.bubble}>
        {header?.format === 'IMAGE' &&
          (isWebUrl(image) ? (
            <img
              className={styles.image}
              src={image}
              alt={t.headerImage}
              referrerPolicy="no-referrer"
              loading="lazy"
              decoding="async"
            />
          ) : (
            <div className={styles.noImage}>{t.noHeaderImage}</div>
          ))}
        {header?.format === 'TEXT' && (
          <div className={`${styles.header} ${styles.text}`}>
            <Filled text={header.text} values={values} keyOf={slotKey.header} />
          </div>
        )}
        {body !== null && (
          <div className={styles.text} data-part="body">
            <FormattedFilled text={body} values={values} keyOf={slotKey.body} />
          </div>
        )}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
      {buttons.length > 0 && (
        <div className={styles.buttons}>
          {buttons.map((button) =>
            button.type === 'URL' ? (
              <div
                key={button.index}
                className={styles.button}
                title={t.urlButton(
                  fillText(button.url, values, (n) => slotKey.button(button.index, n)),
                )}
              >
                <ExportOutlined aria-hidden /> {button.text}
              </div>
            ) : (
              <div key={button.index} className={styles.button}>
                <RollbackOutlined aria-hidden /> {button.text}
              </div>
            ),
          )}
        </div>
      )}
      {template.unsupported.length > 0 && (
        <figcaption className={styles.note}>
          {t.unsupported(template.unsupported.join(', '))}
        </figcaption>
      )}
    </figure>
  );
}
