/**
 * Next's cache handler (next.config.mjs `cacheHandler`): Next's own
 * file-system cache (memory in front of .next/), whose tag expirations are
 * shared between instances through Redis when REDIS_URL is set
 * (shared-invalidation.mjs, docs/decisions/023-several-instances.md). Without
 * REDIS_URL it is Next's default cache, unchanged.
 *
 * Next reads a tag's expiry from its tags manifest for data cache entries
 * (unstable_cache) and for ISR pages alike, so expiring a tag there makes the
 * next request for any entry carrying it render afresh.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { onTagsExpired, shareExpiredTags, startSharedInvalidation } from './shared-invalidation.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const { tagsManifest } = tagsManifestModule;

onTagsExpired((tags, at) => {
  for (const tag of tags) {
    const entry = tagsManifest.get(tag) ?? {};
    if ((entry.expired ?? 0) < at) tagsManifest.set(tag, { ...entry, expired: at });
  }
});
void startSharedInvalidation();

export default class SharedTagsCacheHandler extends FileSystemCache {
  /** revalidateTag()/revalidatePath() in this instance: Next's own handling here, then every other instance. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await shareExpiredTags(typeof tags === 'string' ? [tags] : tags);
  }
}
