import { INTERNET_REQUIRED } from '@/domain/messages';
import { loadPhoneMetadata } from '@/domain/phone';
import { submissionToast } from './submissionToast';

/** The mobile rules' metadata is here; if it cannot be fetched, a toast says why. */
export async function phoneRulesReady(): Promise<boolean> {
  try {
    await loadPhoneMetadata();
    return true;
  } catch {
    submissionToast(INTERNET_REQUIRED);
    return false;
  }
}
