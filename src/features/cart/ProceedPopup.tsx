/**
 * The proceed popup (spec 2 §2.1): 'An account is required to continue' when the menu requires
 * registration, otherwise 'Account Signin'; sign-in with Apple or Google (the provider's answer goes
 * to Login, then on as an email sign-in from here would: /checkout unless the answer names a menu
 * or the eftpos screen; LIC3/LIC4 on a network failure), email sign-in (/checkout/login), and
 * Continue as Guest (/checkout) unless registration is required.
 */
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_PATH } from '@/app/paths';
import { worker } from '@/app/workerClient';
import { signInDestination } from '@/domain/accountRules';
import {
  ACCOUNT_REQUIRED_TITLE,
  ACCOUNT_SIGNIN_TITLE,
  CART_SIGN_IN_LABEL,
  CONTINUE_AS_GUEST,
} from '@/domain/cartMessages';
import { useSubmitting } from '@/features/account/useSubmitting';
import { SocialSignInButtons } from '@/features/socialSignIn/SocialSignInButtons';
import { ModalDialog } from '@/ui/ModalDialog';

export const CHECKOUT_LOGIN_PATH = '/checkout/login';

export default function ProceedPopup({
  requireRegistration,
  onClose,
}: {
  requireRegistration: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const social = useSubmitting();
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <div className="proceed-popup">
        <h2 id={`${id}-title`} className="confirm-popup__title">
          {requireRegistration ? ACCOUNT_REQUIRED_TITLE : ACCOUNT_SIGNIN_TITLE}
        </h2>
        <p className="proceed-popup__lead">{CART_SIGN_IN_LABEL}</p>
        <div className="proceed-popup__actions">
          <SocialSignInButtons
            disabled={social.busy}
            onPayload={async (method, payload) => {
              const answer = await social.submit(() =>
                worker.signInWithProvider({ method, payload, from: 'cart' }),
              );
              if (answer !== null) {
                go(signInDestination({ answer, returnPath: null, aliasReturn: CHECKOUT_PATH }));
              }
            }}
          />
          <button type="button" className="button" onClick={() => go(CHECKOUT_LOGIN_PATH)}>
            Sign in with Email
          </button>
          {requireRegistration ? null : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => go(CHECKOUT_PATH)}
            >
              {CONTINUE_AS_GUEST}
            </button>
          )}
        </div>
        <button type="button" className="button proceed-popup__close" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
