// A third-party page on its own origin trying a call that is not public (student.mathget on
// /api): the browser must refuse to let it through, since /api sends no CORS permission.
const api = new URLSearchParams(location.search).get('api');
const out = document.getElementById('result');

fetch(`${api}/api`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    tag: 'student.mathget',
    deviceid: '6e842fd4-6940-41fc-a73a-f9676f631e81',
    usertoken: 'a'.repeat(43),
    subjects: ['multiplication'],
  }),
})
  .then(async (response) => {
    out.textContent = `answered ${response.status}: ${await response.text()}`;
    out.dataset.state = 'answered';
  })
  .catch((error) => {
    out.textContent = `${error.name}: ${error.message}`;
    out.dataset.state = 'failed';
  });
