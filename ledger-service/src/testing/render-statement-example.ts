import { createHash } from 'node:crypto';
import { renderStatementPdf } from '../areas/statements';
import { exampleStatement } from './statement-example';

/** Run in a process of its own by statement-pdf.test.ts: prints the SHA-256 of the example statement's PDF. */
const pdf = await renderStatementPdf(exampleStatement(40));
process.stdout.write(createHash('sha256').update(pdf).digest('hex'));
