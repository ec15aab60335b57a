// `npm run bench`: API and web budgets of DESIGN.md §7. Cases are added with the features they measure.
console.log('no benchmarks yet');
