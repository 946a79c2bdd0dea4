/**
 * /terms and /privacy (spec 3 §1, §2 Other): the brand's text from brands/<id>/pages/, else the
 * defaults in ./pages/. '#' sections in the file become the page's second-level headings.
 */
import type { ComponentType } from 'react';
import type { Block } from '@/domain/pageMarkdown';
import { loadPage, type PageName } from './brandPages';
import { InfoPage } from './InfoPage';
import { MarkdownView } from './MarkdownView';

const HEADINGS: Record<Exclude<PageName, 'about'>, string> = {
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
};

export function LegalPage({ heading, blocks }: { heading: string; blocks: Block[] }) {
  return (
    <InfoPage heading={heading}>
      <div className="info-page__text">
        <MarkdownView blocks={blocks} headingOffset={1} />
      </div>
    </InfoPage>
  );
}

export async function loadLegalScreen(name: Exclude<PageName, 'about'>): Promise<ComponentType> {
  const blocks = await loadPage(name);
  const heading = HEADINGS[name];
  return function LegalScreen() {
    return <LegalPage heading={heading} blocks={blocks} />;
  };
}
