import { useAppConfig } from '../../../lib/app-config';
import { touches } from '../api/touches';
import { FormCard, TextInput, useRecordForm } from '../form-kit';

const initial = { loren_name: '' };

/** 'Add New Partner' (docs/figures.md): a counterparty named by the configured partner label. */
export function PartnerForm({ title }: { title: string }) {
  const { partnerLabel } = useAppConfig();
  const form = useRecordForm({
    path: '/admin/add_partner',
    initial,
    success: `New ${partnerLabel} added successfully`,
    failureLog: 'Error adding partner:',
    touches: touches.catalogue,
  });

  return (
    <FormCard title={title} {...form.card}>
      <TextInput label={`${partnerLabel} Name`} autoComplete="off" {...form.bind('loren_name')} />
    </FormCard>
  );
}
