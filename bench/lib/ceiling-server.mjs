/**
 * The ceiling: a bare node:http server answering, for each path, exactly the
 * status, content type and bytes the shop answered (read from the JSON file
 * named by argv[2]). Whatever the shop does beyond writing those bytes is its
 * cost. Prints "ready <port>" when listening.
 */
import fs from 'node:fs';
import http from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))).map(([url, a]) => [
    url,
    { ...a, body: Buffer.from(a.body, 'base64') },
  ]),
);
const server = http.createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': answer.body.length });
  response.end(answer.body);
});
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => console.log(`ready ${server.address().port}`));
