/**
 * Statements (docs/statements.md): an investor's capital account for whole months as a PDF/A-3b
 * document. The figures are `timeTravel.statementFigures` (@portal/projections); this area draws them.
 */
export { renderStatementPdf, templateVersion, type StatementDocumentInput } from './statement-pdf';
export { capitalAccountHeader, propertiesHeader, statementCsv } from './statement-csv';
