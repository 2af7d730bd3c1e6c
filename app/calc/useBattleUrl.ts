'use client';
import { useEffect, useState } from 'react';
import type { BattleInput } from '@/lib/calc/types';
import { decodeBattle, encodeBattle } from '@/lib/calc/url';
import { describeError } from '@/lib/calc/validate';

/**
 * The battle being edited, kept in the URL: a shared link is read once after hydration, then every
 * change is mirrored into it. `copied` says the current link was copied; any change clears it.
 */
export function useBattleUrl(start: BattleInput) {
  const [input, setInput] = useState<BattleInput>(start);
  const [linkError, setLinkError] = useState<string>();
  const [copied, setCopied] = useState(false);

  // The URL is the state: read it once, then mirror every change into it.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    if (!window.location.search) return;
    const parsed = decodeBattle(window.location.search);
    if (parsed.ok) setInput(parsed.input);
    else setLinkError(`This link's battle could not be read (${describeError(parsed)}); showing a preset.`);
  }, []);
  useEffect(() => {
    if (!ready) return; // never overwrite a shared link before it has been read
    window.history.replaceState(null, '', `${window.location.pathname}?${encodeBattle(input)}`);
    setCopied(false);
  }, [input, ready]);

  return { input, setInput, linkError, copied, setCopied };
}
