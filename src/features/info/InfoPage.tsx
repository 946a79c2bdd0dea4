import type { ReactNode } from 'react';
import { BRAND } from '@/app/brand';
import './info.css';

const BRAND_NAME = BRAND.name;

/** The frame of the utility pages: one readable column with the page's heading and title. */
export function InfoPage({
  heading,
  documentTitle = heading,
  children,
}: {
  heading: string;
  /** The tab title before the brand's name; defaults to the heading. */
  documentTitle?: string;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="page info-page">
      <title>
        {documentTitle === BRAND_NAME ? BRAND_NAME : `${documentTitle} · ${BRAND_NAME}`}
      </title>
      <h1 className="info-page__heading">{heading}</h1>
      {children}
    </main>
  );
}
