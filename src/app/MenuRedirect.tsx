import { Navigate, useLocation } from 'react-router-dom';
import { useAppState } from '@/liveQueries/useAppState';
import { homeMenuSlug, menuPath } from './paths';

/** /menu with no slug: the menu last loaded on this device (spec 1 §2.4 'the stored one'), else the brand's. */
export function MenuRedirect() {
  const { search } = useLocation();
  const { data: stored } = useAppState('menuSlug');
  if (stored === undefined) return null;
  return <Navigate replace to={`${menuPath(stored ?? homeMenuSlug())}${search}`} />;
}
