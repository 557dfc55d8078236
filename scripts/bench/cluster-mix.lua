-- scripts/ops/cluster.sh's load: 256 different /fit questions in turn (cached after their first pass on each replica).
counter = 0
request = function()
  counter = counter + 1
  local width = 300 + (counter % 256)
  return wrk.format("GET", "/fit?container=" .. width .. "x393&aspectRatio=21:9")
end
