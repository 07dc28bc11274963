'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { browserClient, type ClientConfig } from '../../lib/stytch-browser';

export function CompleteLogin({ config }: { config: ClientConfig }) {
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  // The token is single-use: a second run of the effect (React's development checks) must not spend it.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    browserClient(config)
      .authenticateByUrl({ session_duration_minutes: 60 })
      .then((result) => {
        if (result === null) setProblem('This page completes a sign-in link, and the address carries none.');
        else if (result.handled) router.replace('/account');
        else setProblem(`Cannot complete a ${result.tokenType} sign-in here.`);
      })
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, [config, router]);
  if (!problem) return null;
  return (
    <p role="alert">
      {problem} <a href="/login">Sign in again</a>
    </p>
  );
}
