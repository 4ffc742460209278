// A text file of the page's own (a preset program, an exercise), fetched once: every later
// call gets the same promise, and one that failed is forgotten, so the next call tries again.

const texts = new Map();

/** The text at `url` (a URL object or string), fetched on the first call. */
export function fetchedText(url) {
  const key = String(url);
  if (!texts.has(key)) {
    texts.set(key, fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    }).catch((error) => {
      texts.delete(key);
      throw error;
    }));
  }
  return texts.get(key);
}
