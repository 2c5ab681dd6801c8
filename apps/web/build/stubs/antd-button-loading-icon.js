// Stands in for antd's DefaultLoadingIcon where its Button imports it (build/trim-imports.ts).
import DefaultLoadingIcon from 'antd/es/button/DefaultLoadingIcon.js';
import { createElement, useState } from 'react';

/**
 * antd mounts the loading icon's motion in every button without an icon, and the motion sets its
 * state in a layout effect as it mounts. That update is synchronous, so the commit that first shows
 * a page re-renders the whole tree and runs every effect of the page in the same task. This mounts
 * antd's icon only once the button has been loading: the same icon and motion from then on (it
 * appears with the motion antd plays when loading starts), nothing before.
 */
export default function LoadingIconOnceLoading(props) {
  const [loadedOnce, setLoadedOnce] = useState(Boolean(props.loading));
  // Storing what an earlier render saw: React re-renders this component at once, before committing.
  if (props.loading && !loadedOnce) setLoadedOnce(true);
  return loadedOnce || props.existIcon ? createElement(DefaultLoadingIcon, props) : null;
}
