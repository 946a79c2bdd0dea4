/** The live-query hooks views use, in one import. */
export { useAppState } from './useAppState';
export { useCart } from './useCart';
export { useFulfilment } from './useFulfilment';
export { useFulfilmentSettings } from './useFulfilmentSettings';
export { useOutbox } from './useOutbox';
export { useCustomer } from './useCustomer';
export { useHome } from './useHome';
export { useItemDetails } from './useItemDetails';
export { useMenu } from './useMenu';
export { useMerchants } from './useMerchants';
export type { LiveResult } from './liveResult';
export type { HomeData, MenuData, MerchantsData } from '@worker/db/queries';
