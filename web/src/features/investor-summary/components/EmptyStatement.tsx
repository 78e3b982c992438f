import { EmptyNote } from '../../../components/ui';

/** The statement of an investor with nothing recorded yet: one friendly word instead of zeros, formulas and an empty chart. */
export function EmptyStatement({ past }: { past: boolean }) {
  return (
    <EmptyNote headline={past ? 'Nothing was invested by this day yet.' : 'Nothing invested yet.'}>
      <p>
        Once your first investment is recorded, this page shows what your money is worth, what it has paid you and how each property is
        doing.
      </p>
    </EmptyNote>
  );
}
