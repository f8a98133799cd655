// A third-party page on its own origin, calling the public problem sets the way the original
// API's public clients do (docs/protocol.md "Compatibility"): their exact request, a fixed device
// id in the original server's format, and the first multiplication problem shown.
const api = new URLSearchParams(location.search).get('api');
const out = document.getElementById('problem');

fetch(`${api}/dev/publicmathget`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ tag: 'publicmath.get', deviceid: '680810a0737ab55963f6223b' }),
})
  .then(async (response) => {
    if (!response.ok) {
      const error = await response.json().catch(() => ({ message: 'Unknown error' }));
      throw new Error(`HTTP error! status: ${response.status} - ${error.message}`);
    }
    return response.json();
  })
  .then((data) => {
    const problem = data.public.multiplication_0[0];
    out.textContent = `${problem.number_0} × ${problem.number_1}`;
    out.dataset.state = 'loaded';
  })
  .catch((error) => {
    out.textContent = `${error.name}: ${error.message}`;
    out.dataset.state = 'failed';
  });
