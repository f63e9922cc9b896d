import type { Payload } from 'payload';
import { placesOfUse } from './usage.mts';
import { mediaWordsIn } from './words.mts';

/**
 * The media form's "Used on": each page, article or setting that shows the picture, linked, with
 * whether it is published (such a picture is not deleted: hooks.mts). A server component, read when
 * the form opens.
 */
export async function MediaUsage(props: {
  payload: Payload;
  id?: number | string;
  i18n: { language: string };
}) {
  if (props.id === undefined || props.id === null || props.id === '') return null;
  const words = mediaWordsIn(props.i18n.language);
  const places = await placesOfUse(props.payload, props.id, { language: words.language });
  const admin = props.payload.config.routes.admin;
  return (
    <div className="field-type" data-media-usage="" style={{ marginBottom: '1.5rem' }}>
      <div className="field-label">{words.usedOn}</div>
      {places.length === 0 ? (
        <p>{words.usedNowhere}</p>
      ) : (
        <ul style={{ margin: '0.25rem 0 0', paddingInlineStart: '1.2rem' }}>
          {places.map((place) => (
            <li key={place.adminPath} data-published={place.published}>
              <a href={`${admin}/${place.adminPath}`}>{`${place.kind}: ${place.title}`}</a>
              {` (${place.published ? words.published : words.draft})`}
            </li>
          ))}
        </ul>
      )}
      <p className="field-description">{words.usageHint}</p>
    </div>
  );
}
