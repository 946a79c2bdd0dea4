/**
 * /about (spec 3 §2 Other): product name, description, payment processor credit, software credit,
 * version, links to terms and privacy. The brand's own words come from brands/<id>/pages/about.md.
 */
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@/app/brand';
import type { Block } from '@/domain/pageMarkdown';
import { loadPage } from './brandPages';
import { InfoPage } from './InfoPage';
import { MarkdownView } from './MarkdownView';

export function AboutPage({ blocks }: { blocks: Block[] }) {
  return (
    <InfoPage heading={BRAND.name} documentTitle="About">
      <img className="info-page__logo" src={BRAND.assets.logo} alt="" width={72} height={72} />
      <p className="info-page__lead">{BRAND.description}</p>
      <div className="info-page__text">
        <MarkdownView blocks={blocks} headingOffset={1} />
      </div>
      <p>
        Online ordering by <strong>Docket</strong>.
      </p>
      <dl className="info-page__facts">
        <dt>Version</dt>
        <dd>{BRAND.appVersion}</dd>
      </dl>
      <ul className="info-page__links">
        <li>
          <Link to="/terms">Terms and Conditions</Link>
        </li>
        <li>
          <Link to="/privacy">Privacy Policy</Link>
        </li>
      </ul>
    </InfoPage>
  );
}

/** The screen with its text already loaded, so it renders without a loading flash. */
export async function loadAboutScreen(): Promise<ComponentType> {
  const blocks = await loadPage('about');
  return function AboutScreen() {
    return <AboutPage blocks={blocks} />;
  };
}
