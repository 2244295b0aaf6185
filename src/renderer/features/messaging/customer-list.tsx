import { useMemo, useState } from 'react';
import { Flex, Input, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { formatPhone } from '../../../shared/format/phone';
import { NO_VALUE } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { customerEmailSearch } from './customer-link';

const t = texts.messaging.customers;

export interface CustomerListEntry {
  email: string;
  /** Absent: the list has no phone column (a campaign's e-mail lists). */
  phoneNumber?: string;
}

interface Row {
  key: string;
  email: string;
  phone: string;
  /** Lower-cased e-mail and phone digits, what the filter compares. */
  search: string;
}

export interface CustomerListProps {
  entries: readonly CustomerListEntry[];
  /** The table's accessible name (and the filter's, after 'Filtrar'). */
  label: string;
  withPhone: boolean;
  /** 'e-mails' instead of 'clientes' in the count. */
  countAs?: 'customers' | 'emails';
  height?: number;
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * A list of customers: a count, a filter over the whole list (the table holds the first
 * 1,000 of what it keeps) and each e-mail linking to the same page with `?customerEmail=`.
 */
export function CustomerList({
  entries,
  label,
  withPhone,
  countAs = 'customers',
  height = 360,
}: CustomerListProps) {
  const location = useLocation();
  const [filter, setFilter] = useState('');
  const rows = useMemo<Row[]>(
    () =>
      entries.map((entry, index) => {
        const phone = entry.phoneNumber ?? '';
        return {
          key: `${index}:${entry.email}`,
          email: entry.email,
          phone,
          search: `${entry.email.toLowerCase()} ${phone.toLowerCase()} ${digits(phone)}`,
        };
      }),
    [entries],
  );
  const wanted = filter.trim().toLowerCase();
  const shown = useMemo(() => {
    if (wanted === '') return rows;
    const wantedDigits = digits(wanted);
    return rows.filter(
      (row) =>
        row.search.includes(wanted) ||
        (wantedDigits.length >= 3 && digits(row.phone).includes(wantedDigits)),
    );
  }, [rows, wanted]);

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const email: DataTableColumn<Row> = {
      key: 'email',
      title: t.email,
      width: 'minmax(220px, 2fr)',
      sortValue: (row) => row.email.toLowerCase(),
      render: (row) =>
        row.email === '' ? (
          NO_VALUE
        ) : (
          <Link
            to={{
              pathname: location.pathname,
              search: customerEmailSearch(location.search, row.email),
            }}
            aria-label={t.openCustomer(row.email)}
          >
            {row.email}
          </Link>
        ),
    };
    if (!withPhone) return [email];
    return [
      email,
      {
        key: 'phone',
        title: t.phone,
        width: 'minmax(160px, 1fr)',
        sortValue: (row) => digits(row.phone),
        render: (row) => formatPhone(row.phone) ?? NO_VALUE,
      },
    ];
  }, [withPhone, location.pathname, location.search]);

  const count = countAs === 'emails' ? t.emailCount : t.count;
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" wrap>
        <Input.Search
          allowClear
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t.filterPlaceholder}
          aria-label={`${t.filter}: ${label}`}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text role="status">{count(shown.length, rows.length)}</Typography.Text>
      </Flex>
      <DataTable
        rows={shown}
        columns={columns}
        rowKey={(row) => row.key}
        ariaLabel={label}
        height={height}
        emptyText={rows.length === 0 ? t.none : t.noneMatch}
      />
    </Flex>
  );
}
