export { Button } from './Button';
export { Card, CardTitle } from './Card';
export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { Actions, Form } from './Form';
export { HistoryTable, newestFirst, type DatedAmount, type HistoryTableProps } from './HistoryTable';
export { MonthField, type MonthFieldProps } from './MonthField';
export { Page, PageTitle } from './Page';
export { TextField, type TextFieldProps } from './TextField';
export { VisuallyHidden } from './VisuallyHidden';
