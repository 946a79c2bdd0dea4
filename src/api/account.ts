/**
 * The account RequestActions of spec 3 §7 : Login, Register, Logout,
 * CustomerAccount, ChangeProfile, CloseAccount, ForgotLogin, ResetPassword, ChangePassword and
 * ChangePin. Sign-in (Login, Register) and Logout answer a NEW SID in the envelope: the worker
 * adopts it as it adopts every answer's SID.
 *
 * Money is integer cents on the wire. Flags are 0/1 as elsewhere.
 */
import { z } from 'zod/mini';
import { flag } from './common';

// ---- Requests ----

export type LoginRequest =
  | { method: 'email'; email: string; password: string; remember_me: '0' | '1' }
  | {
      method: 'mobile';
      mobile: string;
      /** JSON {country, dial_code, e164} from src/domain/phone.ts mobileMetadata(). */
      mobile_metadata: string;
      pin: string;
      remember_me: '0' | '1';
    }
  /** The provider's payload (JSON), checked by server/accounts/thirdParty.ts. */
  | { method: 'apple' | 'google'; payload: string; remember_me?: '0' | '1' };

/**
 * The session-in-URL login (spec 3 §4 sid, userid, usertoken; spec 1 §7 'ThirdPartyUser, method
 * login'). Answers as Login does.
 */
export type ThirdPartyUserRequest = { method: 'login'; userid: string; usertoken: string };

export type RegisterRequest = {
  method: 'email';
  name: string;
  email: string;
  mobile: string;
  mobile_metadata: string;
  password1: string;
  password2: string;
  country_code: string;
  state: string;
};

export type EmptyRequest = Record<string, never>;

export type CustomerAccountRequest = { component?: string };

export type ChangeProfileRequest = {
  name: string;
  email: string;
  mobile: string;
  mobile_metadata: string;
  birthday: string;
  /** Required when the email changes (a stolen session must not set it). */
  current_password?: string;
};

export type ForgotLoginRequest =
  | { login_type: 'email'; email: string }
  | { login_type: 'mobile'; mobile: string; mobile_metadata: string };

export type ResetPasswordRequest = {
  user_id: string;
  reset_auth: string;
  new_password: string;
  confirm_password: string;
};

export type ChangePasswordRequest = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};

export type ChangePinRequest = { old_pin: string; new_pin: string; confirm_pin: string };

// ---- Responses ----

/** 'Sign-in response: id, email, status, menu_name, eftpos (is_eftpos_enabled, eftpos_provider)'. */
export const signInResponseSchema = z.object({
  id: z.int(),
  email: z.string(),
  status: z.int(),
  /** The menu this customer orders from ('' for none: the brand's menu). */
  menu_name: z.string(),
  eftpos: z.object({ is_eftpos_enabled: flag, eftpos_provider: z.string() }),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const addressEntrySchema = z.object({ id: z.int(), address: z.string() });

/** Spec 3 §3 'Customer (user state)'. */
export const accountCustomerSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  gender: z.string(),
  /** 'dd/mm', '' when not set. */
  birthday: z.string(),
  /** Cents. */
  balance: z.int(),
  balance_held: z.int(),
  balance_debit: z.int(),
  balance_transferable: z.int(),
  status: z.int(),
  timezone: z.string(),
  timezone_state: z.string(),
  country_code: z.string(),
  state: z.string(),
  brand_id: z.int(),
  merchant_guid: z.string(),
  menu_name: z.string(),
  billing_id: z.int(),
  payment_gateway_id: z.int(),
  credit_card_type: z.string(),
  credit_card_ending: z.string(),
  credit_card_notice: z.string(),
  credit_card_update: flag,
  credit_card_expired: flag,
  auto_topup_amount: z.int(),
  has_saved_card: flag,
  has_mobile: flag,
  has_mobile_pin: flag,
  has_temp_mobile_pin: flag,
  is_facebook_connected: flag,
  is_apple_connected: flag,
  is_google_connected: flag,
  /** Whether a request to close the account was sent (CloseAccount). */
  close_requested: flag,
  billing_addresses: z.array(addressEntrySchema),
  delivery_addresses: z.array(addressEntrySchema),
});
export type AccountCustomer = z.infer<typeof accountCustomerSchema>;

/** Spec 3 §3 'Account response'. */
export const accountSettingsSchema = z.object({
  is_standing_orders_enabled: flag,
  is_loyalty_schemes_enabled: flag,
  is_topup_enabled: flag,
  is_apple_pay_enabled: flag,
  is_google_pay_enabled: flag,
  is_braintree_payments_enabled: flag,
  is_billing_address_required: flag,
  is_credit_card_tokenization_enabled: flag,
  is_bitcoin_payments_enabled: flag,
  apple_pay_merchant_id: z.string(),
  apple_pay_merchant_name: z.string(),
  google_pay_gateway: z.string(),
  google_pay_gateway_id: z.string(),
  google_pay_merchant_id: z.string(),
  google_pay_merchant_name: z.string(),
  country_code: z.string(),
  currency_code: z.string(),
  currency_sign: z.string(),
  braintree_tokenization_key: z.string(),
  /** The payment sandbox's origin when the sandbox tokenises cards (its card frames), else ''. */
  payment_sandbox_origin: z.string(),
  merchant_name: z.string(),
  surcharge_percent_cc: z.number(),
  surcharge_percent_amex: z.number(),
  surcharge_percent_paypal: z.number(),
  payment_methods: z.array(
    z.object({ id: z.int(), code: z.string(), icon: z.string(), desc: z.string() }),
  ),
  eftpos: z.object({ pos_guid: z.string(), secret: z.string() }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const customerAccountResponseSchema = z.object({
  customer: accountCustomerSchema,
  account: accountSettingsSchema,
});
export type CustomerAccountResponse = z.infer<typeof customerAccountResponseSchema>;

/** Answers the spec does not show: a short confirmation the client may toast. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** ChangeProfile and ChangePin answer the customer as it now stands. */
export const customerResponseSchema = z.object({
  message: z.string(),
  customer: accountCustomerSchema,
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;
