/**
 * The account functions of the worker contract: sign-in, sign-up, sign-out, the profile and its
 * changes, forgot/reset, password and PIN. The server answers sign-in with a NEW SID; the protocol
 * client stores it like any answer's SID (the call was sent with the SID the device held, so the
 * write goes through), and the old one is gone from the device.
 *
 * Durable facts go to Dexie: the customer row (id, status, email, name, menu) the router and the
 * views read, and the CustomerAccount answer (`account`) the profile opens from, offline too.
 * Passwords and PINs are passed through to the call and never stored or logged.
 */
import type {
  AccountCustomer,
  ChangeProfileRequest,
  CustomerAccountResponse,
  ForgotLoginRequest,
  LoginRequest,
  RegisterRequest,
  SignInResponse,
} from '@/api/account';
import {
  ACCOUNT_PHRASES,
  accountRetryText,
  ERROR_PLEASE_TRY_AGAIN,
  type AccountRetryCode,
} from '@/domain/signInMessages';
import { fail, ok, type Failure, type Result } from '@/domain/result';
import { writeAppState } from '@worker/db/appState';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { resetCustomer } from '@worker/session/resetCustomer';
import { clearDeviceSession } from '@worker/session/sessionApi';

const log = createLogger('account');

/** Network failures and unreadable answers get the spec's 'Error XX…' words; phrases as sent. */
function failureText(error: Failure, code: AccountRetryCode | null): string {
  if (error.code === 'network' || error.code === 'invalid-response' || error.code === 'rejected') {
    return code === null ? ERROR_PLEASE_TRY_AGAIN : accountRetryText(code);
  }
  return error.message;
}

function failed<T>(error: Failure, code: AccountRetryCode | null): Result<T> {
  return fail(error.code, failureText(error, code));
}

export type SignInInput =
  | { method: 'email'; email: string; password: string; rememberMe: boolean }
  | { method: 'mobile'; mobile: string; mobileMetadata: string; pin: string; rememberMe: boolean };

/** Apple or Google: the SDK's answer, and where the sign-in started (for the spec's LI/LIC codes). */
export type ProviderSignInInput = {
  method: 'apple' | 'google';
  payload: unknown;
  from: 'sign-in' | 'cart';
};

/** Spec 3 §8 and spec 2 §8: LI3/LI4 from the sign-in screen, LIC3/LIC4 from the cart. */
export function providerRetryCode(
  method: ProviderSignInInput['method'],
  from: ProviderSignInInput['from'],
): AccountRetryCode {
  if (from === 'cart') return method === 'apple' ? 'LIC3' : 'LIC4';
  return method === 'apple' ? 'LI3' : 'LI4';
}

export type SignUpInput = {
  name: string;
  email: string;
  mobile: string;
  mobileMetadata: string;
  password1: string;
  password2: string;
  countryCode: string;
  state: string;
};

export function createAccountApi(ctx: WorkerContext) {
  const { db } = ctx;

  async function storeAccount(answer: CustomerAccountResponse): Promise<void> {
    await db.transaction('rw', [db.account, db.customer], async () => {
      await db.account.put({ key: 'current', ...answer, fetchedAt: ctx.now() });
      const held = await db.customer.get('current');
      // Only while this customer is still the one held: a sign-out may have come in between.
      if (held && held.id === answer.customer.id) {
        await db.customer.put({
          ...held,
          name: answer.customer.name,
          email: answer.customer.email,
          status: answer.customer.status,
        });
      }
    });
  }

  async function storeCustomer(customer: AccountCustomer): Promise<void> {
    await db.transaction('rw', [db.account, db.customer], async () => {
      const account = await db.account.get('current');
      if (account && account.customer.id === customer.id) {
        await db.account.put({ ...account, customer, fetchedAt: ctx.now() });
      }
      const held = await db.customer.get('current');
      if (held && held.id === customer.id) {
        await db.customer.put({ ...held, name: customer.name, email: customer.email });
      }
    });
  }

  async function loadAccount(): Promise<Result<CustomerAccountResponse>> {
    const answer = await ctx.protocol.call('CustomerAccount', {});
    if (!answer.ok) {
      if (answer.error.message === ACCOUNT_PHRASES.accountRequired) {
        // The server holds no customer for this session: the device's member is stale.
        const held = await db.customer.get('current');
        if (held && held.id > 0) await resetCustomer(db, ctx.events);
      }
      return failed(answer.error, 'GA1');
    }
    await storeAccount(answer.data);
    return ok(answer.data);
  }

  /** The answer becomes the held customer; the profile is fetched behind it. */
  async function signedIn(
    answer: SignInResponse,
    remembered = true,
  ): Promise<Result<SignInResponse>> {
    await db.transaction('rw', [db.customer, db.account, db.appState], async () => {
      await db.account.clear();
      await writeAppState(db, 'signInRemembered', remembered);
      await db.customer.put({
        key: 'current',
        id: answer.id,
        status: answer.status,
        email: answer.email,
        name: '',
        menuName: answer.menu_name,
        // Kiosks: with the profile's pos_guid, decides whether pairing is forced.
        eftpos: {
          enabled: answer.eftpos.is_eftpos_enabled === 1,
          provider: answer.eftpos.eftpos_provider,
        },
      });
    });
    const account = await loadAccount();
    if (!account.ok) log.info(`account after sign-in: ${account.error.message}`);
    return ok(answer);
  }

  async function login(request: LoginRequest, code: AccountRetryCode) {
    const answer = await ctx.protocol.call('Login', request);
    if (!answer.ok) return failed<SignInResponse>(answer.error, code);
    return signedIn(answer.data, request.remember_me !== '0');
  }

  return {
    /**
     * Signs in by email + password or mobile + PIN (spec 3 §7 Login). On success the device holds
     * the new SID and the customer; the answer (menu_name, eftpos) decides where to go next.
     */
    async signIn(input: SignInInput): Promise<Result<SignInResponse>> {
      const remember = input.rememberMe ? '1' : '0';
      return login(
        input.method === 'email'
          ? {
              method: 'email',
              email: input.email.trim(),
              password: input.password,
              remember_me: remember,
            }
          : {
              method: 'mobile',
              mobile: input.mobile,
              mobile_metadata: input.mobileMetadata,
              pin: input.pin,
              remember_me: remember,
            },
        'LI1',
      );
    },

    /**
     * Signs in with Apple or Google (spec 3 §7 Login, method apple/google): the provider's answer
     * goes as `payload` (JSON) for the server to verify (server/accounts/thirdParty.ts).
     */
    async signInWithProvider(input: ProviderSignInInput): Promise<Result<SignInResponse>> {
      return login(
        { method: input.method, payload: JSON.stringify(input.payload ?? null), remember_me: '1' },
        providerRetryCode(input.method, input.from),
      );
    },

    /**
     * The session-in-URL login (spec 3 §4: sid, userid, usertoken), sent as spec 1's ThirdPartyUser
     * method login. The server checks the user's one-time token and issues a session of its own; the
     * URL's sid is never adopted, so a planted link cannot fix the session.
     */
    async signInWithUrlToken(input: {
      userId: string;
      userToken: string;
    }): Promise<Result<SignInResponse>> {
      const answer = await ctx.protocol.call('ThirdPartyUser', {
        method: 'login',
        userid: input.userId,
        usertoken: input.userToken,
      });
      if (!answer.ok) return failed<SignInResponse>(answer.error, 'TP1');
      return signedIn(answer.data);
    },

    /** Registers a member (spec 3 §7 Register) and signs them in. */
    async signUp(input: SignUpInput): Promise<Result<SignInResponse>> {
      const request: RegisterRequest = {
        method: 'email',
        name: input.name.trim(),
        email: input.email.trim(),
        mobile: input.mobile,
        mobile_metadata: input.mobileMetadata,
        password1: input.password1,
        password2: input.password2,
        country_code: input.countryCode,
        state: input.state,
      };
      const answer = await ctx.protocol.call('Register', request);
      if (!answer.ok) return failed(answer.error, 'LI1');
      return signedIn(answer.data);
    },

    /**
     * Signs out (spec 3 §4 'Logout clears cart and customer'): Logout revokes the session on the
     * server, then the device forgets the SID, the customer, the cart and every member row. The
     * device is cleared even when Logout could not be sent; the failure is returned (LO1).
     */
    async signOut(): Promise<Result<null>> {
      const answer = await ctx.protocol.call('Logout', {});
      await clearDeviceSession(ctx);
      if (!answer.ok && answer.error.code !== 'auth') return failed(answer.error, 'LO1');
      return ok(null);
    },

    /** The profile (CustomerAccount) into Dexie's `account`; GA1 on a network failure. */
    loadAccount,

    /** Saves the profile (ChangeProfile); 'Account updated' on success, AA1 on a network failure. */
    async updateProfile(input: ChangeProfileRequest): Promise<Result<{ message: string }>> {
      const answer = await ctx.protocol.call('ChangeProfile', input);
      if (!answer.ok) return failed(answer.error, 'AA1');
      await storeCustomer(answer.data.customer);
      return ok({ message: answer.data.message });
    },

    /** Asks for the account to be deleted (CloseAccount): 'Your request has been sent'. */
    async closeAccount(): Promise<Result<{ message: string }>> {
      const answer = await ctx.protocol.call('CloseAccount', {});
      if (!answer.ok) return failed(answer.error, null);
      const account = await db.account.get('current');
      if (account) {
        await storeCustomer({ ...account.customer, close_requested: 1 });
      }
      return ok(answer.data);
    },

    /** Forgot password (email) or PIN (mobile): ForgotLogin. */
    async forgotLogin(input: ForgotLoginRequest): Promise<Result<{ message: string }>> {
      const answer = await ctx.protocol.call('ForgotLogin', input);
      return answer.ok ? ok(answer.data) : failed(answer.error, null);
    },

    /** The reset link's new password (ResetPassword); the device stays signed out. */
    async resetPassword(input: {
      userId: string;
      resetAuth: string;
      newPassword: string;
      confirmPassword: string;
    }): Promise<Result<{ message: string }>> {
      const answer = await ctx.protocol.call('ResetPassword', {
        user_id: input.userId,
        reset_auth: input.resetAuth,
        new_password: input.newPassword,
        confirm_password: input.confirmPassword,
      });
      return answer.ok ? ok(answer.data) : failed(answer.error, null);
    },

    /** ChangePassword: 'Password updated'. */
    async changePassword(input: {
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }): Promise<Result<{ message: string }>> {
      const answer = await ctx.protocol.call('ChangePassword', {
        current_password: input.currentPassword,
        new_password: input.newPassword,
        confirm_password: input.confirmPassword,
      });
      return answer.ok ? ok(answer.data) : failed(answer.error, null);
    },

    /** ChangePin: 'PIN updated'; the answer's customer updates the stored profile. */
    async changePin(input: {
      oldPin: string;
      newPin: string;
      confirmPin: string;
    }): Promise<Result<{ message: string }>> {
      const answer = await ctx.protocol.call('ChangePin', {
        old_pin: input.oldPin,
        new_pin: input.newPin,
        confirm_pin: input.confirmPin,
      });
      if (!answer.ok) return failed(answer.error, null);
      await storeCustomer(answer.data.customer);
      return ok({ message: answer.data.message });
    },
  };
}
