import '@foyer/widget/style.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'Foyer host app' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '48px auto' }}>
        {children}
      </body>
    </html>
  );
}
