export { createPersonalData, investorSubject, resolveMasterKey, userSubject, type PersonalData } from './personal-data';
export { migrateKeyStore } from './key-store';
export { erasedText, isEnvelope } from './envelope';
