/** The live-query hooks views use, in one import. */
export { useAppState } from './useAppState';
export { useCustomer } from './useCustomer';
export { useItemDetails } from './useItemDetails';
export { useMenu } from './useMenu';
export { useMerchants } from './useMerchants';
export type { LiveResult } from './liveResult';
export type { MenuData, MerchantsData } from './queries';
