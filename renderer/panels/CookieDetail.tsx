import { CopyButton } from '../../console/views/parts/CopyButton';
import { Time } from '../../console/views/parts/Time';
import type { Cookie } from '../../preload/api';
import { claimTimes, type DecodedJwt, decodeJwt } from './jwt';

function JwtView(props: { jwt: DecodedJwt }) {
  const { header, claims } = props.jwt;
  const times = claimTimes(claims);
  return (
    <section className="jwt" aria-label="Decoded JWT">
      <h4>JWT header</h4>
      <pre className="json-block">{JSON.stringify(header, null, 2)}</pre>
      {times.length > 0 && (
        <>
          <h4>Times in the claims</h4>
          <table className="data-table claim-times" aria-label="Times in the claims">
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Raw</th>
                <th scope="col">Local time</th>
              </tr>
            </thead>
            <tbody>
              {times.map((time) => (
                <tr key={time.path}>
                  <td className="mono wrap">{time.path}</td>
                  <td className="mono">{time.raw}</td>
                  <td>
                    <Time at={time.at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h4>JWT claims</h4>
      <pre className="json-block">{JSON.stringify(claims, null, 2)}</pre>
    </section>
  );
}

/** The selected cookie in full, as DevTools' Application panel shows it below the table. */
export function CookieDetail(props: { cookie: Cookie }) {
  const { cookie } = props;
  const jwt = decodeJwt(cookie.value);
  return (
    <section className="cookie-detail" aria-label={`Cookie ${cookie.name}`}>
      <div className="detail-head">
        <h3 className="mono">{cookie.name}</h3>
        <CopyButton label={`Copy the value of ${cookie.name}`} text={() => cookie.value} />
      </div>
      <dl className="detail-facts">
        <dt>Expires</dt>
        <dd>{cookie.expires === null ? 'Session' : <Time at={cookie.expires * 1000} />}</dd>
        <dt>Size</dt>
        <dd>{cookie.size} bytes</dd>
      </dl>
      <h4>Value</h4>
      <pre className="cookie-value mono">{cookie.value}</pre>
      {jwt && <JwtView jwt={jwt} />}
    </section>
  );
}
