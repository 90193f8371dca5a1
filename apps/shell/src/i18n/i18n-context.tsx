import { createContext, useContext, type ReactNode } from 'react';
import { createTranslate, type Translate } from './translate';

const TranslateContext = createContext<Translate>(createTranslate('en-IN'));

export function TranslateProvider({ translate, children }: { translate: Translate; children: ReactNode }) {
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

export const useTranslate = (): Translate => useContext(TranslateContext);
