import { Button, Card, Descriptions } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import { useBridge } from '../../../bridge/bridge-context';
import type { DocumentData } from '../../../data/ports';
import { EditableValue } from './editable-value';
import { fieldLabel, formatFieldValue } from './format-value';
import { googleOffersUrl } from './product-paths';
import type { ManualEdit } from './use-manual-edit';
import { useCompanyName } from './use-company-name';

const t = texts.productPanel;
const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? t.emptyValue : String(value);

/** Informações: identity fields, and the editable Google code with its offers page. */
export function InfoSection({
  projectId,
  code,
  product,
  edit,
}: {
  projectId: string;
  code: string;
  product: DocumentData;
  edit: ManualEdit;
}) {
  const bridge = useBridge();
  const google = product.ProductCodeGoogle;
  const company = useCompanyName(projectId, product.Company);
  const readOnly = (field: string, value: unknown) => ({
    key: field,
    label: fieldLabel(field),
    children: shown(value),
  });
  return (
    <Card size="small" title={t.sections.info}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            ...readOnly('Company', product.Company),
            // The factory's name where the project gives one: 'Tramontina Carlos Barbosa (1)'.
            ...(company
              ? { children: texts.labels.company(company, String(product.Company)) }
              : {}),
          },
          readOnly('ProductCode', product.ProductCode ?? code),
          readOnly('ProductCodeErp', product.ProductCodeErp),
          readOnly('EAN13', product.EAN13),
          {
            key: 'ProductCodeGoogle',
            label: fieldLabel('ProductCodeGoogle'),
            children: (
              <>
                <EditableValue
                  field="ProductCodeGoogle"
                  label={fieldLabel('ProductCodeGoogle')}
                  kind="string"
                  value={google}
                  display={formatFieldValue('ProductCodeGoogle', google)}
                  edit={edit}
                />
                {typeof google === 'string' && google !== '' && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      void bridge.invoke('app.openExternal', { url: googleOffersUrl(google) })
                    }
                  >
                    {t.view}
                  </Button>
                )}
              </>
            ),
          },
          readOnly('ProductLine', product.ProductLine),
        ]}
      />
    </Card>
  );
}
