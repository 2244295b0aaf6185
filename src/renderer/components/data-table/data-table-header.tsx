import { CaretDownFilled, CaretUpFilled } from '@ant-design/icons';
import { texts } from '../../../shared/texts/pt-BR';
import { ColumnFilterButton } from './column-filter';
import type { DataTableColumn } from './data-table-column';
import type { FilterState, SortState } from './table-state';
import styles from './data-table.module.css';

const t = texts.dataTable;

export interface DataTableHeaderProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  expandable: boolean;
  template: string;
  sort: SortState | null;
  filters: FilterState;
  onSort: (key: string) => void;
  onFilter: (key: string, value: string | readonly string[]) => void;
}

const ariaSort = (sort: SortState | null, key: string) =>
  sort?.key !== key ? undefined : sort.direction === 'asc' ? 'ascending' : 'descending';

/** The header row: a sort button per sortable column (aria-sort says the order), funnels. */
export function DataTableHeader<Row>({
  columns,
  expandable,
  template,
  sort,
  filters,
  onSort,
  onFilter,
}: DataTableHeaderProps<Row>) {
  return (
    <div role="rowgroup" className={styles.headerGroup}>
      <div
        role="row"
        aria-rowindex={1}
        className={styles.header}
        style={{ gridTemplateColumns: template }}
      >
        {expandable && <div role="columnheader" aria-label={t.details} className={styles.head} />}
        {columns.map((column) => {
          const direction = sort?.key === column.key ? sort.direction : null;
          return (
            <div
              role="columnheader"
              key={column.key}
              aria-sort={ariaSort(sort, column.key)}
              className={styles.head}
              data-align={column.align}
            >
              {column.sortValue ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  title={t.sortBy(column.title)}
                  onClick={() => onSort(column.key)}
                >
                  <span className={styles.headText}>{column.title}</span>
                  <span className={styles.sortIcons} aria-hidden>
                    <CaretUpFilled aria-hidden data-on={direction === 'asc' || undefined} />
                    <CaretDownFilled aria-hidden data-on={direction === 'desc' || undefined} />
                  </span>
                </button>
              ) : (
                <span className={styles.headText}>{column.title}</span>
              )}
              {column.filter && (
                <ColumnFilterButton
                  columnKey={column.key}
                  title={column.title}
                  filter={column.filter}
                  value={filters[column.key]}
                  onFilter={onFilter}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
