import type { ComponentProps } from 'react';
import type { CheckoutMenu } from '@/api/manageCart';
import { DetailsBlock } from './DetailsBlock';
import { CustomFieldsBlock, StudentBlock } from './ExtraDetailsBlocks';
import type { CheckoutCheck } from './validateCheckout';

/**
 * The checkout's details step (spec 2 §2.2): the customer's details, then the student's and the
 * menu's custom fields, each with the problems Place Order found in it.
 */
export function CheckoutDetailsStep({
  menu,
  errors,
  ...details
}: Omit<ComponentProps<typeof DetailsBlock>, 'errors'> & {
  menu: CheckoutMenu;
  errors: Pick<CheckoutCheck, 'details' | 'custom'>;
}) {
  const { draft, update } = details;
  return (
    <>
      <DetailsBlock {...details} errors={errors.details} />
      <StudentBlock menu={menu} draft={draft} update={update} />
      <CustomFieldsBlock menu={menu} draft={draft} update={update} errors={errors.custom} />
    </>
  );
}
