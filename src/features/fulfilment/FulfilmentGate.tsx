/**
 * The menu's fulfilment gate (spec 1 §2.4 'Before delivery or pickup details are valid…', §2.5,
 * §4 'Fulfilment popup', 'Views'). CONTRACT for the menu screen:
 *
 *   <FulfilmentGate slug={slug} data={menuData} link={menuQuery} linkAt={ms}>
 *     {the menu's categories and products}
 *   </FulfilmentGate>
 *
 * It shows the children (showMenu) or the delivery/pickup preparation view, a summary of the
 * current choice with a way to change it, and the fulfilment popup; it applies the link's table,
 * fulfil and booking fields and confirm=0. useFulfilmentPopup() lets other menu parts (the
 * Fulfilment tab) open the popup.
 *
 * Placeholder wiring until the fulfilment work lands: renders the children only.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { MenuData } from '@/db/queries';
import type { MenuQuery } from '@/domain/menuQuery';

export type FulfilmentGateProps = {
  slug: string;
  data: MenuData;
  /** The menu link's query (table, fulfil, booking fields, confirm=0). */
  link: MenuQuery;
  /** When the link was opened (ms since epoch), for 'a fresh deep link (within 5 s)'. */
  linkAt: number;
  children: ReactNode;
};

type PopupControl = { open: () => void };
const PopupContext = createContext<PopupControl>({ open: () => undefined });

export function useFulfilmentPopup(): PopupControl {
  return useContext(PopupContext);
}

export function FulfilmentGate({ children }: FulfilmentGateProps) {
  return (
    <PopupContext.Provider value={{ open: () => undefined }}>{children}</PopupContext.Provider>
  );
}
