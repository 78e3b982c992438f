import { DataTable, type DataTableColumn } from '../../../components/ui';
import { Group, SectionHeading } from '../layout/Panel';
import { unionKeys } from './api/answers';
import { taxMoney } from './tax-money';

type Entry = readonly [name: string, amount: number];

export interface AmountMapTableProps {
  caption: string;
  /** Header of the name column: 'Member', 'Category', 'Property'. */
  nameHeader: string;
  amounts: Readonly<Record<string, number>> | undefined;
  emptyText: string;
}

/** A `{name: amount}` map as a two-column table, names in order. */
export function AmountMapTable({ caption, nameHeader, amounts, emptyText }: AmountMapTableProps) {
  const columns: DataTableColumn<Entry>[] = [
    { key: 'name', header: nameHeader, cell: ([name]) => name },
    { key: 'amount', header: 'Amount', cell: ([, amount]) => taxMoney(amount), align: 'end' },
  ];
  const rows = Object.entries(amounts ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={([name]) => name} emptyText={emptyText} />;
}

/** An `AmountMapTable` under its own small heading (the caption), as a group of a tax card. */
export function AmountMapGroup(props: AmountMapTableProps) {
  return (
    <Group>
      <SectionHeading as="h4">{props.caption}</SectionHeading>
      <AmountMapTable {...props} />
    </Group>
  );
}

type Amounts = Readonly<Record<string, number>> | undefined;

export interface AmountPairTableProps {
  caption: string;
  nameHeader: string;
  /** The two amount columns: their headers, and the maps they are read from. */
  first: { header: string; amounts: Amounts };
  second: { header: string; amounts: Amounts };
  emptyText: string;
}

/** Two `{name: amount}` maps side by side: a row for each name in either, in order, 0 where a map lacks it. */
export function AmountPairTable({ caption, nameHeader, first, second, emptyText }: AmountPairTableProps) {
  const columns: DataTableColumn<string>[] = [
    { key: 'name', header: nameHeader, cell: (name) => name },
    { key: 'first', header: first.header, cell: (name) => taxMoney(first.amounts?.[name] ?? 0), align: 'end' },
    { key: 'second', header: second.header, cell: (name) => taxMoney(second.amounts?.[name] ?? 0), align: 'end' },
  ];
  const rows = unionKeys(first.amounts, second.amounts);
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(name) => name} emptyText={emptyText} />;
}
