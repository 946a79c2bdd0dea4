/** A staff screen the server refused to fill (not staff, no store): its tabs, title and why. */
import { StaffTabs, type StaffTab } from './StaffTabs';

export function StaffRefusal(props: {
  current: StaffTab;
  title: string;
  className: string;
  message: string;
}) {
  return (
    <main id="main" className={`page ${props.className}`}>
      <title>{`${props.title} · ${__BRAND__.name}`}</title>
      <StaffTabs current={props.current} />
      <h1>{props.title}</h1>
      <p role="alert">{props.message}</p>
    </main>
  );
}
