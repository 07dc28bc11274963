/** The clientside-services frame: no UI, only the script that answers the client's calls. */
export const CLIENTSIDE_SERVICES_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Clientside services</title>
<script src="/one-tap/clientside-services.js" defer></script>
</head>
<body></body>
</html>`;
