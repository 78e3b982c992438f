import { FigureList } from '../layout/FigureList';

/** A run's facts, label and value per line (the read models, its start and end, its progress). */
export function RunFacts({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return <FigureList figures={facts} />;
}
