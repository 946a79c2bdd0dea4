/**
 * A mobile number and its country as the account forms keep them: the field's value re-formatted
 * on every change (the dial prefix when emptied), and the metadata the server checks it against.
 */
import { useState } from 'react';
import { DEFAULT_PHONE_COUNTRY, mobileFieldValue, mobileMetadata } from '@/domain/phone';

export type MobileNumber = {
  mobile: string;
  country: string;
  change: (next: { value: string; country: string }) => void;
  metadata: () => string;
};

export function useMobileNumber(saved = '', savedCountry = DEFAULT_PHONE_COUNTRY): MobileNumber {
  const [mobile, setMobile] = useState(() => mobileFieldValue(saved, savedCountry));
  const [country, setCountry] = useState<string>(savedCountry);
  return {
    mobile,
    country,
    change: (next) => {
      setMobile(mobileFieldValue(next.value, next.country));
      setCountry(next.country);
    },
    metadata: () => mobileMetadata(mobile, country),
  };
}
