'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { browserClient, type ClientConfig } from '../../lib/stytch-browser';

/**
 * What to tell the user when the link does not sign them in: the provider's own sentence for a
 * refused link (its `error_message`, without the status, docs address and request id its `message`
 * adds for developers), else the error as it came.
 */
function problemOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'error_message' in error) {
    const message = (error as { error_message: unknown }).error_message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return error instanceof Error ? error.message : String(error);
}

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
      .catch((error: unknown) => setProblem(problemOf(error)));
  }, [config, router]);
  if (!problem) return <h1>Signing you in…</h1>;
  return (
    <>
      <h1>You are not signed in</h1>
      <p role="alert">
        {problem} <a href="/login">Sign in again</a>
      </p>
    </>
  );
}
