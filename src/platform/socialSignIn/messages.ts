/** Spec 3 §8 'Sign-in' messages of the Apple and Google SDKs, word for word. */
export const APPLE_SDK_FAILED =
  'Sign in with Apple dependencies failed to load, please restart the app to try again.';
export const GOOGLE_UNAVAILABLE = 'Sign in with Google unavailable';
export const GOOGLE_INIT_FAILED = 'Google Login unavailable (initialisation failed).';
export const googleLoginError = (detail: string) => `Google Login error: ${detail}`;
export const GOOGLE_SIGN_IN_ERROR = 'Error logging in with Google.';
