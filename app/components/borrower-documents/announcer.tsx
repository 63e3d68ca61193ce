import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

/**
 * One polite live region for the whole page: uploads that start, finish or are refused, pages
 * removed, digits that did not match. Screen readers read each news once, without moving focus.
 */
type Announce = (...sentences: string[]) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

export function Announcer({ children }: { children: ReactNode }) {
  const [news, setNews] = useState<{ sentences: string[]; count: number }>({ sentences: [], count: 0 });
  const announce = useCallback<Announce>(
    (...sentences) => setNews((previous) => ({ sentences, count: previous.count + 1 })),
    [],
  );
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      {/* The same news twice in a row must still change the region, or it is not read again. */}
      <div role="status" className="sr-only" data-count={news.count}>
        {news.sentences.map((sentence, index) => (
          <span key={`${news.count}-${index}`}>
            {sentence}
            {news.count % 2 === 1 ? "\u00a0" : ""}{" "}
          </span>
        ))}
      </div>
    </AnnounceContext.Provider>
  );
}
