import { DataTable, type DataTableColumn } from '../../../components/ui';
import { Group, SectionHeading } from '../layout/Panel';
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
