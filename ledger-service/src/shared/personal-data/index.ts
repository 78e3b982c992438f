export {
  buyerSubject,
  createPersonalData,
  investorSubject,
  resolveMasterKey,
  secretSubjectOf,
  userSubject,
  type PersonalData,
} from './personal-data';
export { migrateKeyStore } from './key-store';
export { erasedText, isEnvelope } from './envelope';
