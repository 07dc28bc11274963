/** HTML-escapes text for element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Markup built from escaped parts only; a plain string passed where Html is expected does not compile. */
export type Html = { readonly html: string };

/** A template tag that escapes every interpolated string and joins nested Html as it is. */
export function html(strings: TemplateStringsArray, ...values: Array<string | number | Html | Html[]>): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += renderValue(value) + (strings[index + 1] ?? '');
  });
  return { html: out };
}

function renderValue(value: string | number | Html | Html[]): string {
  if (Array.isArray(value)) return value.map((part) => part.html).join('');
  if (typeof value === 'object') return value.html;
  return escapeHtml(String(value));
}

/**
 * The page's Content-Security-Policy: nothing inline, no script at all, styles from this origin,
 * and forms that may only post here or land on the identity provider's page (a form's redirect
 * counts against form-action).
 */
export function contentSecurityPolicy(idpOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${idpOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function page(title: string, body: Html): string {
  return `<!doctype html>${
    html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/demo-app.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`.html
  }`;
}
