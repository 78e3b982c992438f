import { randomUUID } from 'node:crypto';
import {
  getLandContract,
  getLandContractPayoff,
  getLandContractStatementCsv,
  previewLandContract,
  previewLcPayment,
} from '@portal/contracts/api';
import { figures } from '@portal/projections';
import { apiRouter } from '../../api-router';
import { conflict, notFound } from '../../../../shared/errors';
import { periodsDecider } from '../../../../shared/periods/decider';
import { assertOpen, ownDate } from '../../../../shared/periods/placing';
import { createReferences } from '../../../../shared/references';
import { periodsStream } from '../../../../shared/streams';
import { propertyDecider, type RecordLandContractPayment } from '../../../../areas/properties/decider';
import {
  chosenContract,
  contractBooks,
  landContractAnswer,
  payoffToWire,
  propertyBookOf,
  type GovernedContract,
} from '../../../../areas/land-contracts/reads';
import { openingPreview, paymentPreview } from '../../../../areas/land-contracts/previews';
import { statementContract, statementRows } from '../../../../areas/land-contracts/statement-csv';
import { toCsv } from '../../../../areas/reports/tax-csv';
import type { ReportRouteDeps } from './deps';
import { reportTimeOf } from './report-time';
import { sendCsv } from './tax-routes';

/**
 * The land-contract reads and previews (docs/land-contracts.md, Reading a contract). A contract's
 * records are in its property's stream, read whole for each call and serviced by the pure engine:
 * always current, and `known_on` is a filter of that stream by recorded time. The investors' capital
 * (in their own streams) comes from the ledger read model for today's records, and from the reports
 * at another time's ledger for `known_on`.
 */
export const landContractRoutes = (deps: ReportRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  const references = createReferences(deps.names, deps.runner, deps.partnerLabel, deps.people);
  const today = () => deps.clock.today();

  /** The property (404 for an unknown name) and its land-contract records as known at `knownOn`. */
  const bookOf = async (propertyName: string, knownOn: string | null) => {
    const property = await references.property(propertyName);
    return propertyBookOf(property.name, await deps.runner.read(property.streamName), knownOn);
  };
  /**
   * The property's records as known at `knownOn` (its stream, read at once with the investors'
   * capital in it) and its contracts serviced through `through` over that capital.
   */
  const booksOf = async (propertyName: string, through: string, knownOn: string | null) => {
    const property = await references.property(propertyName);
    const [events, movements, orderKeys] = await Promise.all([
      deps.runner.read(property.streamName),
      knownOn === null ? deps.ledger.propertyCapitalMovements(property.name) : deps.timeTravel.propertyCapital(knownOn, property.name),
      deps.ledger.investorOrderKeys(),
    ]);
    const book = propertyBookOf(property.name, events, knownOn);
    const keys = new Map(orderKeys.map(({ investorId, orderKey }) => [investorId, orderKey]));
    return { book, books: contractBooks(book.contracts, movements, keys, through) };
  };
  const buyerOf = async (contract: GovernedContract) => {
    const [name, address] = await deps.personalData.revealAll([contract.record.buyerName, contract.record.buyerAddress]);
    return { name: name!, address: address! };
  };
  const noContract = (propertyName: string, when: string) => notFound(`${propertyName} has no land contract ${when}.`);

  add(getLandContract, async ({ query }, ctx) => {
    const time = reportTimeOf(ctx, query, today());
    const asOf = time.asOf ?? today();
    const { book, books } = await booksOf(query.property_name, asOf, time.knownOn);
    const contract = chosenContract(books.contracts, query.contract_id);
    if (contract === null) {
      throw query.contract_id === undefined
        ? noContract(book.propertyName, `dated on or before ${asOf}`)
        : notFound(`${book.propertyName} has no land contract ${query.contract_id} dated on or before ${asOf}.`);
    }
    const view = { propertyName: book.propertyName, asOf, time: { as_of: time.asOf, known_on: time.knownOn } };
    return landContractAnswer(books, contract, view, await buyerOf(contract));
  });

  add(getLandContractPayoff, async ({ query }) => {
    const book = await bookOf(query.property_name, null);
    const latest = figures.governedPayments(book.contracts).contracts.at(-1);
    if (latest !== undefined) {
      const quoted = figures.landContractPayoff(latest, query.good_through);
      if (quoted.ok) return payoffToWire(book.propertyName, latest.terms.contractId, quoted.quote);
      if (quoted.refusal.kind !== 'not_open') throw conflict(figures.payoffRefusalMessage(quoted.refusal, book.propertyName));
    }
    throw notFound(figures.payoffRefusalMessage({ kind: 'not_open' }, book.propertyName));
  });

  add(getLandContractStatementCsv, async ({ query }, ctx) => {
    const { year } = query;
    if (year > today().slice(0, 4)) throw notFound(`No statement for ${year}: the year has not begun.`);
    const { book, books } = await booksOf(query.property_name, `${year}-12-31`, null);
    const contract = statementContract(books, year, query.contract_id);
    if (contract === null || book.property === null) throw noContract(book.propertyName, `in ${year}`);
    const llc = await references.llc(book.property.llcName);
    const llcAdded = (await deps.runner.read(llc.streamName)).find((event) => event.type === 'LlcAdded');
    const buyer = await buyerOf(contract);
    const rows = statementRows(books, contract, year, {
      propertyName: book.propertyName,
      propertyAddress: book.property.address,
      llcName: llc.name,
      llcAddress: typeof llcAdded?.data.address === 'string' ? llcAdded.data.address : '',
      buyerName: buyer.name,
      buyerAddress: buyer.address,
    });
    return sendCsv(ctx, `lc-statement-${book.propertyName}-${year}.csv`, toCsv(rows));
  });

  add(previewLandContract, async ({ body }) => openingPreview(body));

  add(previewLcPayment, async ({ body }) => {
    const [property, partner] = await Promise.all([references.property(body.property_name), references.partner(body.loren_name)]);
    const payment = {
      recordId: randomUUID(),
      propertyName: property.name,
      partnerName: partner.name,
      description: body.description,
      amountCents: body.amount,
      paymentDate: body.payment_date,
    };
    const [movements, orderKeys, people] = await Promise.all([
      deps.ledger.propertyCapitalMovements(property.name),
      deps.ledger.investorOrderKeys(),
      deps.people.current(),
    ]);
    const capital = {
      movements,
      orderKeys: new Map(orderKeys.map(({ investorId, orderKey }) => [investorId, orderKey])),
      names: new Map(movements.map(({ investorId }) => [investorId, people.investorName(investorId)])),
    };
    // The record call's own checks, asked and not recorded: the same refusals, with the same messages.
    const { state: periods } = await deps.runner.load(periodsDecider, periodsStream);
    assertOpen([ownDate('payment_date', body.payment_date)], periods.closedThrough);
    const command: RecordLandContractPayment = { type: 'RecordLandContractPayment', ...payment, capital };
    const decider = propertyDecider(command);
    const { state } = await deps.runner.load(decider, property.streamName);
    decider.decide(command, state);
    return paymentPreview(state.landContracts, payment);
  });

  return router;
};
