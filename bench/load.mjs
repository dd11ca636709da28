import autocannon from 'autocannon'

/** One autocannon run as a promise (the load benches' common runner). */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)))
  })
}
