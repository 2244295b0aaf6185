import { useEffect, useState } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentStore } from '../../data/ports';
import { collectionPathOf } from '../../data/paths';

const t = texts.shell.home;
/** Counting reads documents; past this many the card says "1000+". */
const COUNT_LIMIT = 1000;
const counted = Object.keys(t.collections) as Array<keyof typeof t.collections>;

type Count = number | 'failed' | undefined;

/** How many documents a few of the project's collections hold. */
export function CollectionCounts({
  store,
  projectId,
}: {
  store: DocumentStore;
  projectId: string;
}) {
  const [counts, setCounts] = useState<{ projectId: string; values: Record<string, Count> }>({
    projectId,
    values: {},
  });
  useEffect(() => {
    let active = true;
    for (const collection of counted) {
      store.query(collectionPathOf(projectId, collection), { limit: COUNT_LIMIT + 1 }).then(
        (docs) => active && record(collection, docs.length),
        () => active && record(collection, 'failed'),
      );
    }
    function record(collection: string, value: Count) {
      setCounts((previous) => ({
        projectId,
        values: {
          ...(previous.projectId === projectId ? previous.values : {}),
          [collection]: value,
        },
      }));
    }
    return () => {
      active = false;
    };
  }, [store, projectId]);

  const values = counts.projectId === projectId ? counts.values : {};
  return (
    <Row gutter={[16, 16]}>
      {counted.map((collection) => {
        const value = values[collection];
        return (
          <Col key={collection} xs={12} md={6}>
            {/* The whole card opens the collection; its name and count are the link's name. */}
            <Link to={`/console/${encodeURIComponent(collection)}`} style={{ display: 'block' }}>
              <Card size="small" hoverable>
                <Statistic
                  title={t.collections[collection]}
                  loading={value === undefined}
                  value={
                    value === 'failed'
                      ? t.countFailed
                      : typeof value === 'number' && value > COUNT_LIMIT
                        ? t.countMany(COUNT_LIMIT)
                        : (value ?? 0)
                  }
                />
              </Card>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}
