import { createContext, Fragment, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "~server/vocabulary/languages";
import type { MessageCatalogue, MessageKey } from "./messages";
import { createTranslator, type Translator } from "./translator";

/**
 * The page's language and its interface texts (ADR 0038). The root route reads both from the
 * address and sends the one catalogue with the page's data; every public component formats its
 * words through `useI18n()`.
 */
const I18nContext = createContext<Translator | null>(null);

export function I18nProvider(props: { language: Language; messages: MessageCatalogue; children: ReactNode }) {
  const { language, messages } = props;
  const translator = useMemo(() => createTranslator(language, messages), [language, messages]);
  return <I18nContext.Provider value={translator}>{props.children}</I18nContext.Provider>;
}

export interface I18n extends Translator {
  /**
   * The message with its tags as elements: `rich("consent.text", { link: (text) => <a …>{text}</a> })`.
   * Each part gets a key, so the result can go straight into JSX.
   */
  rich(
    key: MessageKey,
    values: Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>,
  ): ReactNode;
}

export function useI18n(): I18n {
  const translator = useContext(I18nContext);
  if (!translator) {
    throw new Error("useI18n() is for the public pages, inside the root's I18nProvider (app/root.tsx).");
  }
  return useMemo(
    () => ({
      ...translator,
      rich(key, values) {
        const parts = translator.parts<ReactNode>(key, values as never);
        return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
      },
    }),
    [translator],
  );
}
