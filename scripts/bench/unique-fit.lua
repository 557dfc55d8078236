-- Every request asks a different /fit question, so each one misses the cache.
local counter = 0
request = function()
  counter = counter + 1
  local width = 100 + (counter % 100000)
  local height = 100 + math.floor(counter / 100000) % 1000
  return wrk.format("GET", "/fit?container=" .. width .. "x" .. height .. "&aspect=21:9")
end
