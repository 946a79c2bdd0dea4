import { DEVICE_APP_MODE } from '@/app/deviceMode';
import { creditLine } from '@/domain/menuScreen';
import { AppDownloadButton } from './AppDownloadButton';
import { useClientValue } from '@/ui/useClientValue';
import { telHref } from './MerchantCard';

export type MenuFooterProps = {
  name: string;
  address1: string;
  suburb: string;
  phone: string;
  hours: { label: string; hours: string }[];
  /** menu.opening_times_heading; blank means the default 'Opening Times'. */
  openingTimesHeading: string;
};

const installed = () =>
  window.matchMedia?.('(display-mode: standalone), (display-mode: fullscreen)').matches ?? false;

/** The menu's footer (spec 1 §2.4); which parts show is the brand's choice. */
export function MenuFooter({
  name,
  address1,
  suburb,
  phone,
  hours,
  openingTimesHeading,
}: MenuFooterProps) {
  const parts = __BRAND__.features.footer;
  const isInstalled = useClientValue(installed, false);
  const address = [address1, suburb].filter(Boolean).join(', ');
  return (
    <footer className="menu-footer">
      <div className="menu-footer__inner">
        <div className="menu-footer__store">
          <p className="menu-footer__name">{name}</p>
          {parts.address && address && <p>{address}</p>}
          {parts.phone && phone && (
            <p>
              <a href={telHref(phone)}>{phone}</a>
            </p>
          )}
          {parts.appDownload && <AppDownloadButton className="menu-footer__app" />}
        </div>
        {parts.hours && hours.length > 0 && (
          <div className="menu-footer__hours">
            <h2 className="menu-footer__heading">
              {openingTimesHeading.trim() || 'Opening Times'}
            </h2>
            <HoursList hours={hours} />
          </div>
        )}
        {parts.credit && (
          <p className="menu-footer__credit">
            {creditLine({ appMode: DEVICE_APP_MODE, installed: isInstalled })}
          </p>
        )}
      </div>
    </footer>
  );
}

export function HoursList({ hours }: { hours: { label: string; hours: string }[] }) {
  return (
    <dl className="hours-list">
      {hours.map((line) => (
        <div key={`${line.label} ${line.hours}`} className="hours-list__row">
          <dt>{line.label}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
