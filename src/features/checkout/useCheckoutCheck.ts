import { useEffect, useState } from 'react';
import { dismissSubmissionMessage } from './submissionToast';
import { standingCheck, type CheckoutCheck } from './validateCheckout';

const NO_ERRORS: CheckoutCheck = { messages: [], details: {}, custom: {} };

/**
 * The problems Place Order found, as shown now. Each goes as soon as its cause is fixed, not when
 * the customer next presses Place Order; the toast of the first goes with it.
 *
 * checkNow is everything Place Order checks, as the form stands now; recheck runs it and keeps
 * its answer as the one shown.
 */
export function useCheckoutCheck(checkNow: () => CheckoutCheck) {
  const [check, setCheck] = useState<CheckoutCheck>(NO_ERRORS);
  const shown = check.messages.length === 0 ? check : standingCheck(check, checkNow());
  const toastedProblem = check.messages[0];
  const toastedFixed = toastedProblem !== undefined && !shown.messages.includes(toastedProblem);
  useEffect(() => {
    if (toastedFixed && toastedProblem !== undefined) dismissSubmissionMessage(toastedProblem);
  }, [toastedFixed, toastedProblem]);

  const recheck = () => {
    const result = checkNow();
    setCheck(result);
    return result;
  };
  return { shown, recheck };
}
